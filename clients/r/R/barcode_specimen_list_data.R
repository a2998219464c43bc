#' Create a new BarcodeSpecimenListData
#'
#' @description
#' BarcodeSpecimenListData Class
#'
#' @docType class
#' @title BarcodeSpecimenListData
#' @description BarcodeSpecimenListData Class
#' @format An \code{R6Class} generator object
#' @field items  list(\link{BarcodeSpecimen})
#' @field pagination  \link{Pagination}
#' @field nextCursor Pass as `cursor` (with the same filters) for the records after this page; null on the last page. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BarcodeSpecimenListData <- R6::R6Class(
  "BarcodeSpecimenListData",
  public = list(
    `items` = NULL,
    `pagination` = NULL,
    `nextCursor` = NULL,

    #' @description
    #' Initialize a new BarcodeSpecimenListData class.
    #'
    #' @param items items
    #' @param pagination pagination
    #' @param nextCursor Pass as `cursor` (with the same filters) for the records after this page; null on the last page.
    #' @param ... Other optional arguments.
    initialize = function(`items`, `pagination`, `nextCursor`, ...) {
      if (!missing(`items`)) {
        stopifnot(is.vector(`items`), length(`items`) != 0)
        sapply(`items`, function(x) stopifnot(R6::is.R6(x)))
        self$`items` <- `items`
      }
      if (!missing(`pagination`)) {
        stopifnot(R6::is.R6(`pagination`))
        self$`pagination` <- `pagination`
      }
      if (!missing(`nextCursor`)) {
        if (!(is.character(`nextCursor`) && length(`nextCursor`) == 1)) {
          stop(paste("Error! Invalid data for `nextCursor`. Must be a string:", `nextCursor`))
        }
        self$`nextCursor` <- `nextCursor`
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
    #' @return BarcodeSpecimenListData as a base R list.
    #' @examples
    #' # convert array of BarcodeSpecimenListData (x) to a data frame
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
    #' Convert BarcodeSpecimenListData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BarcodeSpecimenListDataObject <- list()
      if (!is.null(self$`items`)) {
        BarcodeSpecimenListDataObject[["items"]] <-
          self$extractSimpleType(self$`items`)
      }
      if (!is.null(self$`pagination`)) {
        BarcodeSpecimenListDataObject[["pagination"]] <-
          self$extractSimpleType(self$`pagination`)
      }
      if (!is.null(self$`nextCursor`)) {
        BarcodeSpecimenListDataObject[["nextCursor"]] <-
          self$`nextCursor`
      }
      return(BarcodeSpecimenListDataObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of BarcodeSpecimenListData
    #'
    #' @param input_json the JSON input
    #' @return the instance of BarcodeSpecimenListData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`items`)) {
        self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[BarcodeSpecimen]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`pagination`)) {
        `pagination_object` <- Pagination$new()
        `pagination_object`$fromJSON(jsonlite::toJSON(this_object$`pagination`, auto_unbox = TRUE, digits = NA))
        self$`pagination` <- `pagination_object`
      }
      if (!is.null(this_object$`nextCursor`)) {
        self$`nextCursor` <- this_object$`nextCursor`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BarcodeSpecimenListData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BarcodeSpecimenListData
    #'
    #' @param input_json the JSON input
    #' @return the instance of BarcodeSpecimenListData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[BarcodeSpecimen]", loadNamespace("lepidoptera"))
      self$`pagination` <- Pagination$new()$fromJSON(jsonlite::toJSON(this_object$`pagination`, auto_unbox = TRUE, digits = NA))
      self$`nextCursor` <- this_object$`nextCursor`
      self
    },

    #' @description
    #' Validate JSON input with respect to BarcodeSpecimenListData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `items`
      if (!is.null(input_json$`items`)) {
        stopifnot(is.vector(input_json$`items`), length(input_json$`items`) != 0)
        tmp <- sapply(input_json$`items`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenListData: the required field `items` is missing."))
      }
      # check the required field `pagination`
      if (!is.null(input_json$`pagination`)) {
        stopifnot(R6::is.R6(input_json$`pagination`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenListData: the required field `pagination` is missing."))
      }
      # check the required field `nextCursor`
      if (!is.null(input_json$`nextCursor`)) {
        if (!(is.character(input_json$`nextCursor`) && length(input_json$`nextCursor`) == 1)) {
          stop(paste("Error! Invalid data for `nextCursor`. Must be a string:", input_json$`nextCursor`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenListData: the required field `nextCursor` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BarcodeSpecimenListData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `items` is null
      if (is.null(self$`items`)) {
        return(FALSE)
      }

      # check if the required `pagination` is null
      if (is.null(self$`pagination`)) {
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
      # check if the required `items` is null
      if (is.null(self$`items`)) {
        invalid_fields["items"] <- "Non-nullable required field `items` cannot be null."
      }

      # check if the required `pagination` is null
      if (is.null(self$`pagination`)) {
        invalid_fields["pagination"] <- "Non-nullable required field `pagination` cannot be null."
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
# BarcodeSpecimenListData$unlock()
#
## Below is an example to define the print function
# BarcodeSpecimenListData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BarcodeSpecimenListData$lock()

