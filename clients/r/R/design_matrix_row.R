#' Create a new DesignMatrixRow
#'
#' @description
#' DesignMatrixRow Class
#'
#' @docType class
#' @title DesignMatrixRow
#' @description DesignMatrixRow Class
#' @format An \code{R6Class} generator object
#' @field condition  character
#' @field tissue  character
#' @field devStage  character
#' @field sex  character
#' @field treatment  character
#' @field samples  integer
#' @field runs  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DesignMatrixRow <- R6::R6Class(
  "DesignMatrixRow",
  public = list(
    `condition` = NULL,
    `tissue` = NULL,
    `devStage` = NULL,
    `sex` = NULL,
    `treatment` = NULL,
    `samples` = NULL,
    `runs` = NULL,

    #' @description
    #' Initialize a new DesignMatrixRow class.
    #'
    #' @param condition condition
    #' @param tissue tissue
    #' @param devStage devStage
    #' @param sex sex
    #' @param treatment treatment
    #' @param samples samples
    #' @param runs runs
    #' @param ... Other optional arguments.
    initialize = function(`condition`, `tissue`, `devStage`, `sex`, `treatment`, `samples`, `runs`, ...) {
      if (!missing(`condition`)) {
        if (!(is.character(`condition`) && length(`condition`) == 1)) {
          stop(paste("Error! Invalid data for `condition`. Must be a string:", `condition`))
        }
        self$`condition` <- `condition`
      }
      if (!missing(`tissue`)) {
        if (!(is.character(`tissue`) && length(`tissue`) == 1)) {
          stop(paste("Error! Invalid data for `tissue`. Must be a string:", `tissue`))
        }
        self$`tissue` <- `tissue`
      }
      if (!missing(`devStage`)) {
        if (!(is.character(`devStage`) && length(`devStage`) == 1)) {
          stop(paste("Error! Invalid data for `devStage`. Must be a string:", `devStage`))
        }
        self$`devStage` <- `devStage`
      }
      if (!missing(`sex`)) {
        if (!(is.character(`sex`) && length(`sex`) == 1)) {
          stop(paste("Error! Invalid data for `sex`. Must be a string:", `sex`))
        }
        self$`sex` <- `sex`
      }
      if (!missing(`treatment`)) {
        if (!(is.character(`treatment`) && length(`treatment`) == 1)) {
          stop(paste("Error! Invalid data for `treatment`. Must be a string:", `treatment`))
        }
        self$`treatment` <- `treatment`
      }
      if (!missing(`samples`)) {
        if (!(is.numeric(`samples`) && length(`samples`) == 1)) {
          stop(paste("Error! Invalid data for `samples`. Must be an integer:", `samples`))
        }
        self$`samples` <- `samples`
      }
      if (!missing(`runs`)) {
        if (!(is.numeric(`runs`) && length(`runs`) == 1)) {
          stop(paste("Error! Invalid data for `runs`. Must be an integer:", `runs`))
        }
        self$`runs` <- `runs`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return DesignMatrixRow as a base R list.
    #' @examples
    #' # convert array of DesignMatrixRow (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert DesignMatrixRow to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DesignMatrixRowObject <- list()
      if (!is.null(self$`condition`)) {
        DesignMatrixRowObject[["condition"]] <-
          self$`condition`
      }
      if (!is.null(self$`tissue`)) {
        DesignMatrixRowObject[["tissue"]] <-
          self$`tissue`
      }
      if (!is.null(self$`devStage`)) {
        DesignMatrixRowObject[["devStage"]] <-
          self$`devStage`
      }
      if (!is.null(self$`sex`)) {
        DesignMatrixRowObject[["sex"]] <-
          self$`sex`
      }
      if (!is.null(self$`treatment`)) {
        DesignMatrixRowObject[["treatment"]] <-
          self$`treatment`
      }
      if (!is.null(self$`samples`)) {
        DesignMatrixRowObject[["samples"]] <-
          self$`samples`
      }
      if (!is.null(self$`runs`)) {
        DesignMatrixRowObject[["runs"]] <-
          self$`runs`
      }
      return(DesignMatrixRowObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of DesignMatrixRow
    #'
    #' @param input_json the JSON input
    #' @return the instance of DesignMatrixRow
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`condition`)) {
        self$`condition` <- this_object$`condition`
      }
      if (!is.null(this_object$`tissue`)) {
        self$`tissue` <- this_object$`tissue`
      }
      if (!is.null(this_object$`devStage`)) {
        self$`devStage` <- this_object$`devStage`
      }
      if (!is.null(this_object$`sex`)) {
        self$`sex` <- this_object$`sex`
      }
      if (!is.null(this_object$`treatment`)) {
        self$`treatment` <- this_object$`treatment`
      }
      if (!is.null(this_object$`samples`)) {
        self$`samples` <- this_object$`samples`
      }
      if (!is.null(this_object$`runs`)) {
        self$`runs` <- this_object$`runs`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DesignMatrixRow in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DesignMatrixRow
    #'
    #' @param input_json the JSON input
    #' @return the instance of DesignMatrixRow
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`condition` <- this_object$`condition`
      self$`tissue` <- this_object$`tissue`
      self$`devStage` <- this_object$`devStage`
      self$`sex` <- this_object$`sex`
      self$`treatment` <- this_object$`treatment`
      self$`samples` <- this_object$`samples`
      self$`runs` <- this_object$`runs`
      self
    },

    #' @description
    #' Validate JSON input with respect to DesignMatrixRow and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `condition`
      if (!is.null(input_json$`condition`)) {
        if (!(is.character(input_json$`condition`) && length(input_json$`condition`) == 1)) {
          stop(paste("Error! Invalid data for `condition`. Must be a string:", input_json$`condition`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DesignMatrixRow: the required field `condition` is missing."))
      }
      # check the required field `tissue`
      if (!is.null(input_json$`tissue`)) {
        if (!(is.character(input_json$`tissue`) && length(input_json$`tissue`) == 1)) {
          stop(paste("Error! Invalid data for `tissue`. Must be a string:", input_json$`tissue`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DesignMatrixRow: the required field `tissue` is missing."))
      }
      # check the required field `devStage`
      if (!is.null(input_json$`devStage`)) {
        if (!(is.character(input_json$`devStage`) && length(input_json$`devStage`) == 1)) {
          stop(paste("Error! Invalid data for `devStage`. Must be a string:", input_json$`devStage`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DesignMatrixRow: the required field `devStage` is missing."))
      }
      # check the required field `sex`
      if (!is.null(input_json$`sex`)) {
        if (!(is.character(input_json$`sex`) && length(input_json$`sex`) == 1)) {
          stop(paste("Error! Invalid data for `sex`. Must be a string:", input_json$`sex`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DesignMatrixRow: the required field `sex` is missing."))
      }
      # check the required field `treatment`
      if (!is.null(input_json$`treatment`)) {
        if (!(is.character(input_json$`treatment`) && length(input_json$`treatment`) == 1)) {
          stop(paste("Error! Invalid data for `treatment`. Must be a string:", input_json$`treatment`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DesignMatrixRow: the required field `treatment` is missing."))
      }
      # check the required field `samples`
      if (!is.null(input_json$`samples`)) {
        if (!(is.numeric(input_json$`samples`) && length(input_json$`samples`) == 1)) {
          stop(paste("Error! Invalid data for `samples`. Must be an integer:", input_json$`samples`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DesignMatrixRow: the required field `samples` is missing."))
      }
      # check the required field `runs`
      if (!is.null(input_json$`runs`)) {
        if (!(is.numeric(input_json$`runs`) && length(input_json$`runs`) == 1)) {
          stop(paste("Error! Invalid data for `runs`. Must be an integer:", input_json$`runs`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DesignMatrixRow: the required field `runs` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DesignMatrixRow
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `condition` is null
      if (is.null(self$`condition`)) {
        return(FALSE)
      }

      # check if the required `samples` is null
      if (is.null(self$`samples`)) {
        return(FALSE)
      }

      if (self$`samples` < 0) {
        return(FALSE)
      }

      # check if the required `runs` is null
      if (is.null(self$`runs`)) {
        return(FALSE)
      }

      if (self$`runs` < 0) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `condition` is null
      if (is.null(self$`condition`)) {
        invalid_fields["condition"] <- "Non-nullable required field `condition` cannot be null."
      }

      # check if the required `samples` is null
      if (is.null(self$`samples`)) {
        invalid_fields["samples"] <- "Non-nullable required field `samples` cannot be null."
      }

      if (self$`samples` < 0) {
        invalid_fields["samples"] <- "Invalid value for `samples`, must be bigger than or equal to 0."
      }

      # check if the required `runs` is null
      if (is.null(self$`runs`)) {
        invalid_fields["runs"] <- "Non-nullable required field `runs` cannot be null."
      }

      if (self$`runs` < 0) {
        invalid_fields["runs"] <- "Invalid value for `runs`, must be bigger than or equal to 0."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# DesignMatrixRow$unlock()
#
## Below is an example to define the print function
# DesignMatrixRow$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DesignMatrixRow$lock()

