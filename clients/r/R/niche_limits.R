#' Create a new NicheLimits
#'
#' @description
#' NicheLimits Class
#'
#' @docType class
#' @title NicheLimits
#' @description NicheLimits Class
#' @format An \code{R6Class} generator object
#' @field maxFileBytes Largest accepted input file (bytes); larger uploads get 413 `FILE_TOO_LARGE`. integer
#' @field maxFiles  integer
#' @field maxSequences Most reference sequences per job. integer
#' @field maxQueries Most query sequences / identifications per job. integer
#' @field maxPoints Most presence points per job. integer
#' @field jobTtlSeconds Time after which an unconfirmed or finished job and its files expire. integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheLimits <- R6::R6Class(
  "NicheLimits",
  public = list(
    `maxFileBytes` = NULL,
    `maxFiles` = NULL,
    `maxSequences` = NULL,
    `maxQueries` = NULL,
    `maxPoints` = NULL,
    `jobTtlSeconds` = NULL,

    #' @description
    #' Initialize a new NicheLimits class.
    #'
    #' @param maxFileBytes Largest accepted input file (bytes); larger uploads get 413 `FILE_TOO_LARGE`.
    #' @param maxFiles maxFiles
    #' @param maxSequences Most reference sequences per job.
    #' @param maxQueries Most query sequences / identifications per job.
    #' @param maxPoints Most presence points per job.
    #' @param jobTtlSeconds Time after which an unconfirmed or finished job and its files expire.
    #' @param ... Other optional arguments.
    initialize = function(`maxFileBytes`, `maxFiles`, `maxSequences`, `maxQueries`, `maxPoints`, `jobTtlSeconds`, ...) {
      if (!missing(`maxFileBytes`)) {
        if (!(is.numeric(`maxFileBytes`) && length(`maxFileBytes`) == 1)) {
          stop(paste("Error! Invalid data for `maxFileBytes`. Must be an integer:", `maxFileBytes`))
        }
        self$`maxFileBytes` <- `maxFileBytes`
      }
      if (!missing(`maxFiles`)) {
        if (!(is.numeric(`maxFiles`) && length(`maxFiles`) == 1)) {
          stop(paste("Error! Invalid data for `maxFiles`. Must be an integer:", `maxFiles`))
        }
        self$`maxFiles` <- `maxFiles`
      }
      if (!missing(`maxSequences`)) {
        if (!(is.numeric(`maxSequences`) && length(`maxSequences`) == 1)) {
          stop(paste("Error! Invalid data for `maxSequences`. Must be an integer:", `maxSequences`))
        }
        self$`maxSequences` <- `maxSequences`
      }
      if (!missing(`maxQueries`)) {
        if (!(is.numeric(`maxQueries`) && length(`maxQueries`) == 1)) {
          stop(paste("Error! Invalid data for `maxQueries`. Must be an integer:", `maxQueries`))
        }
        self$`maxQueries` <- `maxQueries`
      }
      if (!missing(`maxPoints`)) {
        if (!(is.numeric(`maxPoints`) && length(`maxPoints`) == 1)) {
          stop(paste("Error! Invalid data for `maxPoints`. Must be an integer:", `maxPoints`))
        }
        self$`maxPoints` <- `maxPoints`
      }
      if (!missing(`jobTtlSeconds`)) {
        if (!(is.numeric(`jobTtlSeconds`) && length(`jobTtlSeconds`) == 1)) {
          stop(paste("Error! Invalid data for `jobTtlSeconds`. Must be an integer:", `jobTtlSeconds`))
        }
        self$`jobTtlSeconds` <- `jobTtlSeconds`
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
    #' @return NicheLimits as a base R list.
    #' @examples
    #' # convert array of NicheLimits (x) to a data frame
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
    #' Convert NicheLimits to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheLimitsObject <- list()
      if (!is.null(self$`maxFileBytes`)) {
        NicheLimitsObject[["maxFileBytes"]] <-
          self$`maxFileBytes`
      }
      if (!is.null(self$`maxFiles`)) {
        NicheLimitsObject[["maxFiles"]] <-
          self$`maxFiles`
      }
      if (!is.null(self$`maxSequences`)) {
        NicheLimitsObject[["maxSequences"]] <-
          self$`maxSequences`
      }
      if (!is.null(self$`maxQueries`)) {
        NicheLimitsObject[["maxQueries"]] <-
          self$`maxQueries`
      }
      if (!is.null(self$`maxPoints`)) {
        NicheLimitsObject[["maxPoints"]] <-
          self$`maxPoints`
      }
      if (!is.null(self$`jobTtlSeconds`)) {
        NicheLimitsObject[["jobTtlSeconds"]] <-
          self$`jobTtlSeconds`
      }
      return(NicheLimitsObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheLimits
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheLimits
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`maxFileBytes`)) {
        self$`maxFileBytes` <- this_object$`maxFileBytes`
      }
      if (!is.null(this_object$`maxFiles`)) {
        self$`maxFiles` <- this_object$`maxFiles`
      }
      if (!is.null(this_object$`maxSequences`)) {
        self$`maxSequences` <- this_object$`maxSequences`
      }
      if (!is.null(this_object$`maxQueries`)) {
        self$`maxQueries` <- this_object$`maxQueries`
      }
      if (!is.null(this_object$`maxPoints`)) {
        self$`maxPoints` <- this_object$`maxPoints`
      }
      if (!is.null(this_object$`jobTtlSeconds`)) {
        self$`jobTtlSeconds` <- this_object$`jobTtlSeconds`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheLimits in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheLimits
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheLimits
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`maxFileBytes` <- this_object$`maxFileBytes`
      self$`maxFiles` <- this_object$`maxFiles`
      self$`maxSequences` <- this_object$`maxSequences`
      self$`maxQueries` <- this_object$`maxQueries`
      self$`maxPoints` <- this_object$`maxPoints`
      self$`jobTtlSeconds` <- this_object$`jobTtlSeconds`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheLimits and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `maxFileBytes`
      if (!is.null(input_json$`maxFileBytes`)) {
        if (!(is.numeric(input_json$`maxFileBytes`) && length(input_json$`maxFileBytes`) == 1)) {
          stop(paste("Error! Invalid data for `maxFileBytes`. Must be an integer:", input_json$`maxFileBytes`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheLimits: the required field `maxFileBytes` is missing."))
      }
      # check the required field `maxFiles`
      if (!is.null(input_json$`maxFiles`)) {
        if (!(is.numeric(input_json$`maxFiles`) && length(input_json$`maxFiles`) == 1)) {
          stop(paste("Error! Invalid data for `maxFiles`. Must be an integer:", input_json$`maxFiles`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheLimits: the required field `maxFiles` is missing."))
      }
      # check the required field `maxSequences`
      if (!is.null(input_json$`maxSequences`)) {
        if (!(is.numeric(input_json$`maxSequences`) && length(input_json$`maxSequences`) == 1)) {
          stop(paste("Error! Invalid data for `maxSequences`. Must be an integer:", input_json$`maxSequences`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheLimits: the required field `maxSequences` is missing."))
      }
      # check the required field `maxQueries`
      if (!is.null(input_json$`maxQueries`)) {
        if (!(is.numeric(input_json$`maxQueries`) && length(input_json$`maxQueries`) == 1)) {
          stop(paste("Error! Invalid data for `maxQueries`. Must be an integer:", input_json$`maxQueries`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheLimits: the required field `maxQueries` is missing."))
      }
      # check the required field `maxPoints`
      if (!is.null(input_json$`maxPoints`)) {
        if (!(is.numeric(input_json$`maxPoints`) && length(input_json$`maxPoints`) == 1)) {
          stop(paste("Error! Invalid data for `maxPoints`. Must be an integer:", input_json$`maxPoints`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheLimits: the required field `maxPoints` is missing."))
      }
      # check the required field `jobTtlSeconds`
      if (!is.null(input_json$`jobTtlSeconds`)) {
        if (!(is.numeric(input_json$`jobTtlSeconds`) && length(input_json$`jobTtlSeconds`) == 1)) {
          stop(paste("Error! Invalid data for `jobTtlSeconds`. Must be an integer:", input_json$`jobTtlSeconds`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheLimits: the required field `jobTtlSeconds` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheLimits
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `maxFileBytes` is null
      if (is.null(self$`maxFileBytes`)) {
        return(FALSE)
      }

      if (self$`maxFileBytes` < 1) {
        return(FALSE)
      }

      # check if the required `maxFiles` is null
      if (is.null(self$`maxFiles`)) {
        return(FALSE)
      }

      if (self$`maxFiles` < 1) {
        return(FALSE)
      }

      # check if the required `maxSequences` is null
      if (is.null(self$`maxSequences`)) {
        return(FALSE)
      }

      if (self$`maxSequences` < 1) {
        return(FALSE)
      }

      # check if the required `maxQueries` is null
      if (is.null(self$`maxQueries`)) {
        return(FALSE)
      }

      if (self$`maxQueries` < 1) {
        return(FALSE)
      }

      # check if the required `maxPoints` is null
      if (is.null(self$`maxPoints`)) {
        return(FALSE)
      }

      if (self$`maxPoints` < 1) {
        return(FALSE)
      }

      # check if the required `jobTtlSeconds` is null
      if (is.null(self$`jobTtlSeconds`)) {
        return(FALSE)
      }

      if (self$`jobTtlSeconds` < 1) {
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
      # check if the required `maxFileBytes` is null
      if (is.null(self$`maxFileBytes`)) {
        invalid_fields["maxFileBytes"] <- "Non-nullable required field `maxFileBytes` cannot be null."
      }

      if (self$`maxFileBytes` < 1) {
        invalid_fields["maxFileBytes"] <- "Invalid value for `maxFileBytes`, must be bigger than or equal to 1."
      }

      # check if the required `maxFiles` is null
      if (is.null(self$`maxFiles`)) {
        invalid_fields["maxFiles"] <- "Non-nullable required field `maxFiles` cannot be null."
      }

      if (self$`maxFiles` < 1) {
        invalid_fields["maxFiles"] <- "Invalid value for `maxFiles`, must be bigger than or equal to 1."
      }

      # check if the required `maxSequences` is null
      if (is.null(self$`maxSequences`)) {
        invalid_fields["maxSequences"] <- "Non-nullable required field `maxSequences` cannot be null."
      }

      if (self$`maxSequences` < 1) {
        invalid_fields["maxSequences"] <- "Invalid value for `maxSequences`, must be bigger than or equal to 1."
      }

      # check if the required `maxQueries` is null
      if (is.null(self$`maxQueries`)) {
        invalid_fields["maxQueries"] <- "Non-nullable required field `maxQueries` cannot be null."
      }

      if (self$`maxQueries` < 1) {
        invalid_fields["maxQueries"] <- "Invalid value for `maxQueries`, must be bigger than or equal to 1."
      }

      # check if the required `maxPoints` is null
      if (is.null(self$`maxPoints`)) {
        invalid_fields["maxPoints"] <- "Non-nullable required field `maxPoints` cannot be null."
      }

      if (self$`maxPoints` < 1) {
        invalid_fields["maxPoints"] <- "Invalid value for `maxPoints`, must be bigger than or equal to 1."
      }

      # check if the required `jobTtlSeconds` is null
      if (is.null(self$`jobTtlSeconds`)) {
        invalid_fields["jobTtlSeconds"] <- "Non-nullable required field `jobTtlSeconds` cannot be null."
      }

      if (self$`jobTtlSeconds` < 1) {
        invalid_fields["jobTtlSeconds"] <- "Invalid value for `jobTtlSeconds`, must be bigger than or equal to 1."
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
# NicheLimits$unlock()
#
## Below is an example to define the print function
# NicheLimits$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheLimits$lock()

