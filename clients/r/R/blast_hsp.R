#' Create a new BlastHsp
#'
#' @description
#' BlastHsp Class
#'
#' @docType class
#' @title BlastHsp
#' @description BlastHsp Class
#' @format An \code{R6Class} generator object
#' @field bitScore  numeric
#' @field score  integer
#' @field evalue  character
#' @field identity Number of identical positions. integer
#' @field queryFrom  integer
#' @field queryTo  integer
#' @field hitFrom  integer
#' @field hitTo  integer
#' @field alignLen  integer
#' @field gaps  integer
#' @field querySeq  character
#' @field hitSeq  character
#' @field midline  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BlastHsp <- R6::R6Class(
  "BlastHsp",
  public = list(
    `bitScore` = NULL,
    `score` = NULL,
    `evalue` = NULL,
    `identity` = NULL,
    `queryFrom` = NULL,
    `queryTo` = NULL,
    `hitFrom` = NULL,
    `hitTo` = NULL,
    `alignLen` = NULL,
    `gaps` = NULL,
    `querySeq` = NULL,
    `hitSeq` = NULL,
    `midline` = NULL,

    #' @description
    #' Initialize a new BlastHsp class.
    #'
    #' @param bitScore bitScore
    #' @param score score
    #' @param evalue evalue
    #' @param identity Number of identical positions.
    #' @param queryFrom queryFrom
    #' @param queryTo queryTo
    #' @param hitFrom hitFrom
    #' @param hitTo hitTo
    #' @param alignLen alignLen
    #' @param gaps gaps
    #' @param querySeq querySeq
    #' @param hitSeq hitSeq
    #' @param midline midline
    #' @param ... Other optional arguments.
    initialize = function(`bitScore`, `score`, `evalue`, `identity`, `queryFrom`, `queryTo`, `hitFrom`, `hitTo`, `alignLen`, `gaps`, `querySeq`, `hitSeq`, `midline`, ...) {
      if (!missing(`bitScore`)) {
        self$`bitScore` <- `bitScore`
      }
      if (!missing(`score`)) {
        if (!(is.numeric(`score`) && length(`score`) == 1)) {
          stop(paste("Error! Invalid data for `score`. Must be an integer:", `score`))
        }
        self$`score` <- `score`
      }
      if (!missing(`evalue`)) {
        if (!(is.character(`evalue`) && length(`evalue`) == 1)) {
          stop(paste("Error! Invalid data for `evalue`. Must be a string:", `evalue`))
        }
        self$`evalue` <- `evalue`
      }
      if (!missing(`identity`)) {
        if (!(is.numeric(`identity`) && length(`identity`) == 1)) {
          stop(paste("Error! Invalid data for `identity`. Must be an integer:", `identity`))
        }
        self$`identity` <- `identity`
      }
      if (!missing(`queryFrom`)) {
        if (!(is.numeric(`queryFrom`) && length(`queryFrom`) == 1)) {
          stop(paste("Error! Invalid data for `queryFrom`. Must be an integer:", `queryFrom`))
        }
        self$`queryFrom` <- `queryFrom`
      }
      if (!missing(`queryTo`)) {
        if (!(is.numeric(`queryTo`) && length(`queryTo`) == 1)) {
          stop(paste("Error! Invalid data for `queryTo`. Must be an integer:", `queryTo`))
        }
        self$`queryTo` <- `queryTo`
      }
      if (!missing(`hitFrom`)) {
        if (!(is.numeric(`hitFrom`) && length(`hitFrom`) == 1)) {
          stop(paste("Error! Invalid data for `hitFrom`. Must be an integer:", `hitFrom`))
        }
        self$`hitFrom` <- `hitFrom`
      }
      if (!missing(`hitTo`)) {
        if (!(is.numeric(`hitTo`) && length(`hitTo`) == 1)) {
          stop(paste("Error! Invalid data for `hitTo`. Must be an integer:", `hitTo`))
        }
        self$`hitTo` <- `hitTo`
      }
      if (!missing(`alignLen`)) {
        if (!(is.numeric(`alignLen`) && length(`alignLen`) == 1)) {
          stop(paste("Error! Invalid data for `alignLen`. Must be an integer:", `alignLen`))
        }
        self$`alignLen` <- `alignLen`
      }
      if (!missing(`gaps`)) {
        if (!(is.numeric(`gaps`) && length(`gaps`) == 1)) {
          stop(paste("Error! Invalid data for `gaps`. Must be an integer:", `gaps`))
        }
        self$`gaps` <- `gaps`
      }
      if (!missing(`querySeq`)) {
        if (!(is.character(`querySeq`) && length(`querySeq`) == 1)) {
          stop(paste("Error! Invalid data for `querySeq`. Must be a string:", `querySeq`))
        }
        self$`querySeq` <- `querySeq`
      }
      if (!missing(`hitSeq`)) {
        if (!(is.character(`hitSeq`) && length(`hitSeq`) == 1)) {
          stop(paste("Error! Invalid data for `hitSeq`. Must be a string:", `hitSeq`))
        }
        self$`hitSeq` <- `hitSeq`
      }
      if (!missing(`midline`)) {
        if (!(is.character(`midline`) && length(`midline`) == 1)) {
          stop(paste("Error! Invalid data for `midline`. Must be a string:", `midline`))
        }
        self$`midline` <- `midline`
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
    #' @return BlastHsp as a base R list.
    #' @examples
    #' # convert array of BlastHsp (x) to a data frame
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
    #' Convert BlastHsp to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BlastHspObject <- list()
      if (!is.null(self$`bitScore`)) {
        BlastHspObject[["bitScore"]] <-
          self$`bitScore`
      }
      if (!is.null(self$`score`)) {
        BlastHspObject[["score"]] <-
          self$`score`
      }
      if (!is.null(self$`evalue`)) {
        BlastHspObject[["evalue"]] <-
          self$`evalue`
      }
      if (!is.null(self$`identity`)) {
        BlastHspObject[["identity"]] <-
          self$`identity`
      }
      if (!is.null(self$`queryFrom`)) {
        BlastHspObject[["queryFrom"]] <-
          self$`queryFrom`
      }
      if (!is.null(self$`queryTo`)) {
        BlastHspObject[["queryTo"]] <-
          self$`queryTo`
      }
      if (!is.null(self$`hitFrom`)) {
        BlastHspObject[["hitFrom"]] <-
          self$`hitFrom`
      }
      if (!is.null(self$`hitTo`)) {
        BlastHspObject[["hitTo"]] <-
          self$`hitTo`
      }
      if (!is.null(self$`alignLen`)) {
        BlastHspObject[["alignLen"]] <-
          self$`alignLen`
      }
      if (!is.null(self$`gaps`)) {
        BlastHspObject[["gaps"]] <-
          self$`gaps`
      }
      if (!is.null(self$`querySeq`)) {
        BlastHspObject[["querySeq"]] <-
          self$`querySeq`
      }
      if (!is.null(self$`hitSeq`)) {
        BlastHspObject[["hitSeq"]] <-
          self$`hitSeq`
      }
      if (!is.null(self$`midline`)) {
        BlastHspObject[["midline"]] <-
          self$`midline`
      }
      return(BlastHspObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastHsp
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastHsp
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`bitScore`)) {
        self$`bitScore` <- this_object$`bitScore`
      }
      if (!is.null(this_object$`score`)) {
        self$`score` <- this_object$`score`
      }
      if (!is.null(this_object$`evalue`)) {
        self$`evalue` <- this_object$`evalue`
      }
      if (!is.null(this_object$`identity`)) {
        self$`identity` <- this_object$`identity`
      }
      if (!is.null(this_object$`queryFrom`)) {
        self$`queryFrom` <- this_object$`queryFrom`
      }
      if (!is.null(this_object$`queryTo`)) {
        self$`queryTo` <- this_object$`queryTo`
      }
      if (!is.null(this_object$`hitFrom`)) {
        self$`hitFrom` <- this_object$`hitFrom`
      }
      if (!is.null(this_object$`hitTo`)) {
        self$`hitTo` <- this_object$`hitTo`
      }
      if (!is.null(this_object$`alignLen`)) {
        self$`alignLen` <- this_object$`alignLen`
      }
      if (!is.null(this_object$`gaps`)) {
        self$`gaps` <- this_object$`gaps`
      }
      if (!is.null(this_object$`querySeq`)) {
        self$`querySeq` <- this_object$`querySeq`
      }
      if (!is.null(this_object$`hitSeq`)) {
        self$`hitSeq` <- this_object$`hitSeq`
      }
      if (!is.null(this_object$`midline`)) {
        self$`midline` <- this_object$`midline`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BlastHsp in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastHsp
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastHsp
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`bitScore` <- this_object$`bitScore`
      self$`score` <- this_object$`score`
      self$`evalue` <- this_object$`evalue`
      self$`identity` <- this_object$`identity`
      self$`queryFrom` <- this_object$`queryFrom`
      self$`queryTo` <- this_object$`queryTo`
      self$`hitFrom` <- this_object$`hitFrom`
      self$`hitTo` <- this_object$`hitTo`
      self$`alignLen` <- this_object$`alignLen`
      self$`gaps` <- this_object$`gaps`
      self$`querySeq` <- this_object$`querySeq`
      self$`hitSeq` <- this_object$`hitSeq`
      self$`midline` <- this_object$`midline`
      self
    },

    #' @description
    #' Validate JSON input with respect to BlastHsp and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `bitScore`
      if (!is.null(input_json$`bitScore`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `bitScore` is missing."))
      }
      # check the required field `score`
      if (!is.null(input_json$`score`)) {
        if (!(is.numeric(input_json$`score`) && length(input_json$`score`) == 1)) {
          stop(paste("Error! Invalid data for `score`. Must be an integer:", input_json$`score`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `score` is missing."))
      }
      # check the required field `evalue`
      if (!is.null(input_json$`evalue`)) {
        if (!(is.character(input_json$`evalue`) && length(input_json$`evalue`) == 1)) {
          stop(paste("Error! Invalid data for `evalue`. Must be a string:", input_json$`evalue`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `evalue` is missing."))
      }
      # check the required field `identity`
      if (!is.null(input_json$`identity`)) {
        if (!(is.numeric(input_json$`identity`) && length(input_json$`identity`) == 1)) {
          stop(paste("Error! Invalid data for `identity`. Must be an integer:", input_json$`identity`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `identity` is missing."))
      }
      # check the required field `queryFrom`
      if (!is.null(input_json$`queryFrom`)) {
        if (!(is.numeric(input_json$`queryFrom`) && length(input_json$`queryFrom`) == 1)) {
          stop(paste("Error! Invalid data for `queryFrom`. Must be an integer:", input_json$`queryFrom`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `queryFrom` is missing."))
      }
      # check the required field `queryTo`
      if (!is.null(input_json$`queryTo`)) {
        if (!(is.numeric(input_json$`queryTo`) && length(input_json$`queryTo`) == 1)) {
          stop(paste("Error! Invalid data for `queryTo`. Must be an integer:", input_json$`queryTo`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `queryTo` is missing."))
      }
      # check the required field `hitFrom`
      if (!is.null(input_json$`hitFrom`)) {
        if (!(is.numeric(input_json$`hitFrom`) && length(input_json$`hitFrom`) == 1)) {
          stop(paste("Error! Invalid data for `hitFrom`. Must be an integer:", input_json$`hitFrom`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `hitFrom` is missing."))
      }
      # check the required field `hitTo`
      if (!is.null(input_json$`hitTo`)) {
        if (!(is.numeric(input_json$`hitTo`) && length(input_json$`hitTo`) == 1)) {
          stop(paste("Error! Invalid data for `hitTo`. Must be an integer:", input_json$`hitTo`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `hitTo` is missing."))
      }
      # check the required field `alignLen`
      if (!is.null(input_json$`alignLen`)) {
        if (!(is.numeric(input_json$`alignLen`) && length(input_json$`alignLen`) == 1)) {
          stop(paste("Error! Invalid data for `alignLen`. Must be an integer:", input_json$`alignLen`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `alignLen` is missing."))
      }
      # check the required field `gaps`
      if (!is.null(input_json$`gaps`)) {
        if (!(is.numeric(input_json$`gaps`) && length(input_json$`gaps`) == 1)) {
          stop(paste("Error! Invalid data for `gaps`. Must be an integer:", input_json$`gaps`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `gaps` is missing."))
      }
      # check the required field `querySeq`
      if (!is.null(input_json$`querySeq`)) {
        if (!(is.character(input_json$`querySeq`) && length(input_json$`querySeq`) == 1)) {
          stop(paste("Error! Invalid data for `querySeq`. Must be a string:", input_json$`querySeq`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `querySeq` is missing."))
      }
      # check the required field `hitSeq`
      if (!is.null(input_json$`hitSeq`)) {
        if (!(is.character(input_json$`hitSeq`) && length(input_json$`hitSeq`) == 1)) {
          stop(paste("Error! Invalid data for `hitSeq`. Must be a string:", input_json$`hitSeq`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `hitSeq` is missing."))
      }
      # check the required field `midline`
      if (!is.null(input_json$`midline`)) {
        if (!(is.character(input_json$`midline`) && length(input_json$`midline`) == 1)) {
          stop(paste("Error! Invalid data for `midline`. Must be a string:", input_json$`midline`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHsp: the required field `midline` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BlastHsp
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `bitScore` is null
      if (is.null(self$`bitScore`)) {
        return(FALSE)
      }

      # check if the required `score` is null
      if (is.null(self$`score`)) {
        return(FALSE)
      }

      # check if the required `evalue` is null
      if (is.null(self$`evalue`)) {
        return(FALSE)
      }

      # check if the required `identity` is null
      if (is.null(self$`identity`)) {
        return(FALSE)
      }

      if (self$`identity` < 0) {
        return(FALSE)
      }

      # check if the required `queryFrom` is null
      if (is.null(self$`queryFrom`)) {
        return(FALSE)
      }

      # check if the required `queryTo` is null
      if (is.null(self$`queryTo`)) {
        return(FALSE)
      }

      # check if the required `hitFrom` is null
      if (is.null(self$`hitFrom`)) {
        return(FALSE)
      }

      # check if the required `hitTo` is null
      if (is.null(self$`hitTo`)) {
        return(FALSE)
      }

      # check if the required `alignLen` is null
      if (is.null(self$`alignLen`)) {
        return(FALSE)
      }

      if (self$`alignLen` < 0) {
        return(FALSE)
      }

      # check if the required `gaps` is null
      if (is.null(self$`gaps`)) {
        return(FALSE)
      }

      if (self$`gaps` < 0) {
        return(FALSE)
      }

      # check if the required `querySeq` is null
      if (is.null(self$`querySeq`)) {
        return(FALSE)
      }

      # check if the required `hitSeq` is null
      if (is.null(self$`hitSeq`)) {
        return(FALSE)
      }

      # check if the required `midline` is null
      if (is.null(self$`midline`)) {
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
      # check if the required `bitScore` is null
      if (is.null(self$`bitScore`)) {
        invalid_fields["bitScore"] <- "Non-nullable required field `bitScore` cannot be null."
      }

      # check if the required `score` is null
      if (is.null(self$`score`)) {
        invalid_fields["score"] <- "Non-nullable required field `score` cannot be null."
      }

      # check if the required `evalue` is null
      if (is.null(self$`evalue`)) {
        invalid_fields["evalue"] <- "Non-nullable required field `evalue` cannot be null."
      }

      # check if the required `identity` is null
      if (is.null(self$`identity`)) {
        invalid_fields["identity"] <- "Non-nullable required field `identity` cannot be null."
      }

      if (self$`identity` < 0) {
        invalid_fields["identity"] <- "Invalid value for `identity`, must be bigger than or equal to 0."
      }

      # check if the required `queryFrom` is null
      if (is.null(self$`queryFrom`)) {
        invalid_fields["queryFrom"] <- "Non-nullable required field `queryFrom` cannot be null."
      }

      # check if the required `queryTo` is null
      if (is.null(self$`queryTo`)) {
        invalid_fields["queryTo"] <- "Non-nullable required field `queryTo` cannot be null."
      }

      # check if the required `hitFrom` is null
      if (is.null(self$`hitFrom`)) {
        invalid_fields["hitFrom"] <- "Non-nullable required field `hitFrom` cannot be null."
      }

      # check if the required `hitTo` is null
      if (is.null(self$`hitTo`)) {
        invalid_fields["hitTo"] <- "Non-nullable required field `hitTo` cannot be null."
      }

      # check if the required `alignLen` is null
      if (is.null(self$`alignLen`)) {
        invalid_fields["alignLen"] <- "Non-nullable required field `alignLen` cannot be null."
      }

      if (self$`alignLen` < 0) {
        invalid_fields["alignLen"] <- "Invalid value for `alignLen`, must be bigger than or equal to 0."
      }

      # check if the required `gaps` is null
      if (is.null(self$`gaps`)) {
        invalid_fields["gaps"] <- "Non-nullable required field `gaps` cannot be null."
      }

      if (self$`gaps` < 0) {
        invalid_fields["gaps"] <- "Invalid value for `gaps`, must be bigger than or equal to 0."
      }

      # check if the required `querySeq` is null
      if (is.null(self$`querySeq`)) {
        invalid_fields["querySeq"] <- "Non-nullable required field `querySeq` cannot be null."
      }

      # check if the required `hitSeq` is null
      if (is.null(self$`hitSeq`)) {
        invalid_fields["hitSeq"] <- "Non-nullable required field `hitSeq` cannot be null."
      }

      # check if the required `midline` is null
      if (is.null(self$`midline`)) {
        invalid_fields["midline"] <- "Non-nullable required field `midline` cannot be null."
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
# BlastHsp$unlock()
#
## Below is an example to define the print function
# BlastHsp$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BlastHsp$lock()

